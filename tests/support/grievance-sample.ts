/**
 * A grievance's fields as the public form sends them (its page's token aside), valid as they
 * stand: tests that post the form, through the pages or a proxy, start from these.
 */
export const sampleGrievance = {
  name: "Asha Rani",
  email: "asha.rani@example.com",
  phone: "+91 98765 43210",
  role: "student",
  campus: "pusa-i",
  category: "website feedback",
  subject: "The fee page link is broken",
  description: "The link to the fee structure on the admission page gives an error every time.",
  consent: "on",
} as const;
