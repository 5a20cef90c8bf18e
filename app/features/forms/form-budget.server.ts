import type { RequestContext } from "#app/request-context.ts";
import type { BudgetPlace, FormBudget } from "#server/services/form-guard-service.ts";
import { refusal } from "./form-submission.server.ts";

/**
 * Spends one place of the client's budget for a valid post (a form's submissions or
 * the status look-ups; FORM_RATE_LIMIT, FORM_LOOKUP_RATE_LIMIT), or answers 429 when
 * the minute's budget is spent. Invalid posts never get here, so they cost nothing.
 */
export async function spendFormBudget(
  context: RequestContext,
  budget: FormBudget,
): Promise<{ place: BudgetPlace } | { response: ReturnType<typeof refusal> }> {
  const place = await context.services.formGuard.take(context.clientAddress, budget);
  return place ? { place } : { response: refusal(429, "forms.errors.rateLimited") };
}
