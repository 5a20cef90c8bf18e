import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { boardSubscriptionSchema } from "#common/forms/subscription.ts";
import type { SubscriptionBoard } from "#common/notice-subscriptions.ts";
import { languageOfPath } from "#app/i18n/language.ts";
import type { RequestContext } from "#app/request-context.ts";
import { admitSubmission, refuseInvalid, spendFormBudget } from "./form-submission.server.ts";

/**
 * A board's "new notices by email" form (decision 0205): the address asks for the board's new
 * notices, and gets a message to confirm, in the page's language. The answer is the same
 * whether the address was subscribed before or not.
 */
export async function subscribeToBoard(request: Request, context: RequestContext, board: SubscriptionBoard) {
  const admitted = await admitSubmission(request);
  if ("response" in admitted) return admitted.response;
  const submission = parseWithZod(admitted.formData, { schema: boardSubscriptionSchema });
  if (submission.status !== "success") return refuseInvalid(submission, admitted.formData);
  const spent = await spendFormBudget(context, "subscription");
  if ("response" in spent) return spent.response;
  await context.services.subscriptions.subscribe({
    board,
    email: submission.value.email,
    language: languageOfPath(new URL(request.url).pathname),
  });
  return data({ result: submission.reply({ resetForm: true }), subscribed: true });
}
