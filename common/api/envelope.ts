import { z } from "zod";

/** The success envelope every API answer shares: `{ status: "success", data }`. */
export function successSchema<Shape extends z.ZodRawShape>(data: Shape) {
  return z.object({ status: z.literal("success"), data: z.object(data) });
}

export const errorSchema = z.object({
  status: z.literal("error"),
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
});

export function success<Data>(data: Data) {
  return { status: "success" as const, data };
}
