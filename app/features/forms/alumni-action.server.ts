import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { alumniSchema } from "#common/forms/alumni.ts";
import type { RequestContext } from "#app/request-context.ts";
import { admitSubmission } from "./form-submission.server.ts";

/**
 * The alumni registration's action: validated with the browser's schema, stored or
 * updated by email (so a second click updates the same registration, nothing more).
 */
export async function registerAlumni(request: Request, context: RequestContext) {
  const admitted = await admitSubmission(request, context);
  if ("response" in admitted) return admitted.response;
  const submission = parseWithZod(admitted.formData, { schema: alumniSchema(new Date().getFullYear()) });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const { name, programme, yearOfPassing, email, organisation } = submission.value;
  const registered = await context.services.alumni.register({
    name,
    programme,
    year_of_passing: yearOfPassing,
    email,
    current_organisation: organisation,
    consent: true,
  });
  return data({
    result: submission.reply({ resetForm: true }),
    registered: registered.updated ? ("updated" as const) : ("created" as const),
  });
}
