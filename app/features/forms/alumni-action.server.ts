import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { alumniSchema } from "#common/forms/alumni.ts";
import type { RequestContext } from "#app/request-context.ts";
import { admitSubmission } from "./form-submission.server.ts";

/** The alumni registration's action: validated with the browser's schema, stored or updated by email. */
export async function registerAlumni(request: Request, context: RequestContext) {
  const admitted = await admitSubmission(request, context);
  if ("response" in admitted) return admitted.response;
  const submission = parseWithZod(admitted.formData, { schema: alumniSchema(new Date().getFullYear()) });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const { consent: _consent, ...registration } = submission.value;
  const registered = await context.services.alumni.register(registration);
  return data({ result: submission.reply({ resetForm: true }), registered: registered.kind });
}
