import { createCommunitySchema } from '@aebro/shared/communities';
import { formSchema } from '@/lib/form-schema';
import { communityInput, type CommunityFormValues } from './community-form-values';

/** The shared schema of a community, checked on the form's values (loaded when the form is used). */
export const communityFormSchema = formSchema<CommunityFormValues>(createCommunitySchema, {
  request: communityInput,
  field: ([first]) =>
    first === 'name' || first === 'description' || first === 'joinQuestion' ? first : null,
});
