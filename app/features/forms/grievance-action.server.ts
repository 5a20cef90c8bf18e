import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { grievanceSchema } from "#common/forms/grievance.ts";
import type { RequestContext } from "#app/request-context.ts";
import { admitSubmission } from "./form-submission.server.ts";

/**
 * The grievance form's action: the same schema as the browser's, then the
 * attachment checked by its bytes, then the grievance and attachment stored
 * together. Errors come back with what the visitor typed (not the file).
 */
export async function submitGrievance(request: Request, context: RequestContext) {
  const admitted = await admitSubmission(request, context);
  if ("response" in admitted) return admitted.response;
  const submission = parseWithZod(admitted.formData, { schema: grievanceSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const { attachment, consent: _consent, ...fields } = submission.value;
  const stored = await context.services.grievances.submit(
    fields,
    attachment ? { name: attachment.name, content: new Uint8Array(await attachment.arrayBuffer()) } : undefined,
  );
  if (stored.kind === "refused") {
    return data(
      { result: submission.reply({ fieldErrors: { attachment: [`grievance.errors.${stored.problem}`] } }) },
      { status: stored.problem === "attachmentSize" ? 413 : 415 },
    );
  }
  return data({ result: submission.reply({ resetForm: true }), reference: stored.reference });
}
