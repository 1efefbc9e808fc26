import type { CommunityPrivacy } from '@aebro/shared/community-terms';
import type { CreateCommunity } from '@aebro/shared/communities';
import type { PickedImage } from './image-picker';

export interface CommunityFormValues {
  name: string;
  description: string;
  privacy: CommunityPrivacy;
  joinQuestion: string;
  cover: PickedImage;
  icon: PickedImage;
}

/** What PUT/POST sends: the join question only for a private community, an image only when changed. */
export function communityInput(values: CommunityFormValues): CreateCommunity {
  return {
    name: values.name,
    description: values.description,
    privacy: values.privacy,
    joinQuestion: values.privacy === 'private' ? values.joinQuestion : '',
    coverKey: values.cover.key,
    iconKey: values.icon.key,
  };
}
