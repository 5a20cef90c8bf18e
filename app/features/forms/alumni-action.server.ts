import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { alumniSchema } from "#common/forms/alumni.ts";
import { languageOfPath } from "#app/i18n/language.ts";
import type { RequestContext } from "#app/request-context.ts";
import { admitSubmission, refuseInvalid, spendFormBudget } from "./form-submission.server.ts";

/**
 * The alumni registration's action: validated with the browser's schema, then stored as
 * a registration of its own for staff to review, with a message to the address that asks
 * its owner to confirm it (decision 0204), in the page's language. The answer is the same
 * whether the email was registered before or not (decision 0115).
 */
export async function registerAlumni(request: Request, context: RequestContext) {
  const admitted = await admitSubmission(request);
  if ("response" in admitted) return admitted.response;
  const submission = parseWithZod(admitted.formData, { schema: alumniSchema(new Date().getFullYear()) });
  if (submission.status !== "success") {
    return refuseInvalid(submission, admitted.formData);
  }
  const spent = await spendFormBudget(context, "alumni");
  if ("response" in spent) return spent.response;
  const { token, name, programme, yearOfPassing, email, organisation } = submission.value;
  const { replayed } = await context.services.alumni.register(
    {
      name,
      programme,
      year_of_passing: yearOfPassing,
      email,
      current_organisation: organisation,
      consent: true,
    },
    token,
    languageOfPath(new URL(request.url).pathname),
  );
  // A resend of a registration already stored is not a second one against the budget.
  if (replayed) await spent.place.giveBack();
  return data({ result: submission.reply({ resetForm: true }), registered: true });
}
