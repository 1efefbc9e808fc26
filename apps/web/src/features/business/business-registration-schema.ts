import { businessSignUpSchema, effectiveBusinessCategory, limits } from '@aebro/shared/accounts';
import { otherCategory } from '@aebro/shared/business-categories';
import { businessRegistrationSchema, type BusinessRegistration } from '@aebro/shared/profiles';

/** The registration dialog's form: the shared rules plus the custom category that 'Other' asks for. */
export const registrationFormSchema = businessRegistrationSchema
  .omit({ avatarUrl: true })
  .extend({ customCategory: businessSignUpSchema.shape.customCategory })
  .superRefine((value, ctx) => {
    if (
      value.businessCategory === otherCategory &&
      (value.customCategory ?? '').trim().length < limits.categoryMin
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['customCategory'],
        message: 'validation.customCategoryRequired',
      });
    }
  });

export interface RegistrationFormOutput {
  businessName: string;
  businessCategory: string;
  customCategory?: string | undefined;
  location: string;
  businessEmail: string;
  bio: string;
  website?: string | null | undefined;
  socialMedia?: string | null | undefined;
}

/** What POST /api/v1/me/business-registration receives: 'Other' becomes the custom category. */
export function registrationBody(
  values: RegistrationFormOutput,
  avatarUrl: string | null,
): BusinessRegistration {
  return {
    businessName: values.businessName,
    businessCategory: effectiveBusinessCategory(values.businessCategory, values.customCategory),
    location: values.location,
    businessEmail: values.businessEmail,
    bio: values.bio,
    website: values.website ?? null,
    socialMedia: values.socialMedia ?? null,
    ...(avatarUrl ? { avatarUrl } : {}),
  };
}
