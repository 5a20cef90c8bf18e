import type { Notice } from "#common/api/notice.ts";
import { site } from "#common/site.ts";
import { indiaUtcOffset } from "#common/india-time.ts";
import { openPositionSections } from "./boards.ts";

const employmentTypes: Record<string, string> = {
  "academic positions": "FULL_TIME",
  "non academic positions": "FULL_TIME",
  "short term positions": "TEMPORARY",
};

/** schema.org JobPosting for every open position on the page, so job search engines list them. */
export function jobPostings(notices: readonly Notice[]) {
  return notices
    .filter((notice) => !notice.archived && openPositionSections.includes(notice.section))
    .map((notice) => ({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: notice.title,
      description: `<p>${escapeHtml(notice.title)}</p>`,
      datePosted: notice.created_at,
      ...(notice.end_date ? { validThrough: `${notice.end_date}T23:59:59${indiaUtcOffset}` } : {}),
      employmentType: employmentTypes[notice.section],
      ...(notice.vacancies === null ? {} : { totalJobOpenings: notice.vacancies }),
      ...(notice.apply_link ? { url: notice.apply_link } : {}),
      hiringOrganization: { "@type": "Organization", name: site.name, sameAs: site.website },
      jobLocation: {
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          streetAddress: site.postalAddress,
          addressLocality: "New Delhi",
          addressRegion: "Delhi",
          postalCode: "110077",
          addressCountry: "IN",
        },
      },
    }));
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * The JSON-LD block. It is data, not a script the browser runs, so the strict
 * Content-Security-Policy leaves it alone; `<` is escaped so no title can close the element.
 */
export function JobPostingData({ notices }: { notices: readonly Notice[] }) {
  const postings = jobPostings(notices);
  if (postings.length === 0) return null;
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(postings).replace(/</g, "\\u003c") }}
    />
  );
}
