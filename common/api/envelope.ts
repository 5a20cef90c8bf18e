import { z } from "#common/zod.ts";

/** Every API path starts with this. */
export const apiPrefix = "/api/v1";

/** The success envelope every API answer shares: `{ status: "success", data }`. */
export function successSchema<Shape extends z.ZodRawShape>(data: Shape) {
  return z.object({ status: z.literal("success"), data: z.object(data) });
}

export const errorSchema = z.object({
  status: z.literal("error"),
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
});

export type ApiSuccess<Data> = { status: "success"; data: Data };
export type ApiErrorBody = z.infer<typeof errorSchema>;

/** An id path parameter: stored rows have ids of 24 hexadecimal digits (see server/db/stable-id.ts). */
export function idParameter(name: string) {
  return z
    .string()
    .regex(/^[0-9a-f]{24}$/, { error: `${name} must be 24 lowercase hexadecimal digits` })
    .describe("A 24-hex-digit id");
}

export const idParamsSchema = z.object({ id: idParameter("id") });

/** A reference to another entity, as the lists embed it. */
export const referenceSchema = z.object({ _id: z.string(), name: z.string() });
export type Reference = z.infer<typeof referenceSchema>;
