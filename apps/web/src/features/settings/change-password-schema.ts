import { memberSignUpSchema, signInSchema } from '@aebro/shared/accounts';

/** The current password only has to be there; the new one follows the sign-up rule (SPEC §5). */
export const changePasswordSchema = signInSchema.omit({ email: true, password: true }).extend({
  currentPassword: signInSchema.shape.password,
  newPassword: memberSignUpSchema.shape.password,
});
