import { z } from "#common/zod.ts";
import { emailSchema } from "./grievance.ts";

/** A board's "new notices by email" form (decision 0205): the address, nothing more. */
export const boardSubscriptionSchema = z.object({ email: emailSchema });
