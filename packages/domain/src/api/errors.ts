import { z } from 'zod';

/**
 * The one error shape of every 4xx/5xx answer: a message for people, and per-field errors
 * (field is the dotted path inside the body, query or params) when the input was invalid.
 */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  fieldErrors: z.array(fieldErrorSchema).optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ApiError = z.infer<typeof apiErrorSchema>;
