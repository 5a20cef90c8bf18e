import { site, socialLinks } from "#common/site.ts";

/**
 * The university as schema.org describes a CollegeOrUniversity, for search
 * engines. It is data, not script: the Content-Security-Policy lets a
 * `application/ld+json` block through without a nonce because nothing runs it.
 */
export const collegeOrUniversity = {
  "@context": "https://schema.org",
  "@type": "CollegeOrUniversity",
  name: site.name,
  alternateName: site.shortName,
  url: site.website,
  email: site.helpdeskEmail,
  foundingDate: "2020",
  address: {
    "@type": "PostalAddress",
    streetAddress: "Sector-9, Dwarka",
    addressLocality: "New Delhi",
    postalCode: "110077",
    addressRegion: "Delhi",
    addressCountry: "IN",
  },
  parentOrganization: { "@type": "GovernmentOrganization", name: "Government of NCT of Delhi" },
  sameAs: socialLinks.map((link) => link.href),
};
