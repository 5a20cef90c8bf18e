import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { grievanceSchema } from "#common/forms/grievance.ts";
import { languageOfPath } from "#app/i18n/language.ts";
import type { RequestContext } from "#app/request-context.ts";
import type { RefusalCode } from "#server/services/refusal.ts";
import { admitSubmission, refuseInvalid, spendFormBudget } from "./form-submission.server.ts";

/**
 * The grievance form's action: the same schema as the browser's, then the
 * attachment checked by its bytes, then the grievance and attachment stored
 * together, with its acknowledgement by mail in the page's language. Errors come back
 * with what the visitor typed (not the file).
 */
export async function submitGrievance(request: Request, context: RequestContext) {
  const admitted = await admitSubmission(request);
  if ("response" in admitted) return admitted.response;
  const submission = parseWithZod(admitted.formData, { schema: grievanceSchema });
  if (submission.status !== "success") {
    return refuseInvalid(submission, admitted.formData);
  }
  const spent = await spendFormBudget(context, "grievance");
  if ("response" in spent) return spent.response;
  const { attachment, consent: _consent, token, ...fields } = submission.value;
  try {
    const stored = await context.services.grievances.submit(
      fields,
      attachment ? { name: attachment.name, content: Buffer.from(await attachment.arrayBuffer()) } : undefined,
      token,
      languageOfPath(new URL(request.url).pathname),
    );
    // A resend of a grievance already stored is not a second one against the budget.
    if (stored.replayed) await spent.place.giveBack();
    return data({ result: submission.reply({ resetForm: true }), reference: stored.reference });
  } catch (error) {
    // Refused (or failed): the visitor corrects the file and tries again at no cost.
    await spent.place.giveBack();
    // The attachment's bytes say it is not what it claims, or it is too large. (The page
    // bundle has its own copy of the Refusal class, so the code is read, not the class.)
    const code = (error as { code?: RefusalCode } | null)?.code;
    if (code !== "payload_too_large" && code !== "unsupported_media_type") throw error;
    const tooLarge = code === "payload_too_large";
    return data(
      {
        result: submission.reply({
          fieldErrors: {
            attachment: [tooLarge ? "grievance.errors.attachmentSize" : "grievance.errors.attachmentType"],
          },
        }),
      },
      { status: tooLarge ? 413 : 415 },
    );
  }
}
