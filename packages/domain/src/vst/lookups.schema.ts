import { z } from 'zod';

/**
 * The VST lookups (spec 3 §3.8, §7.1): GET /hospitals (id, name, nickName, address), GET /managers
 * and GET /vtisNeurologists (users: id, displayName; /managers gives only the neurologists, §6),
 * GET /users, and GET /medications (a list of names).
 */
export const vstHospitalSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nickName: z.string().nullable(),
  address: z.string().nullable(),
});
export type VstHospital = z.infer<typeof vstHospitalSchema>;
export const vstHospitalsResponseSchema = z.array(vstHospitalSchema);

export const vstUserSchema = z.object({ id: z.number().int(), displayName: z.string() });
export type VstUser = z.infer<typeof vstUserSchema>;
export const vstUsersResponseSchema = z.array(vstUserSchema);

export const medicationsResponseSchema = z.array(z.string());
