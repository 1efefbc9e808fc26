/**
 * The product's validation texts (SPEC §5, §8). Schemas carry the key as their message; the server
 * answers the English text and the browser shows `t(key)`, whose English is this same text.
 */
export const validationMessages = {
  'validation.required': 'Required',
  'validation.emailInvalid': 'Please enter a valid email address.',
  'validation.signInEmailInvalid': 'Please enter a valid email address',
  'validation.passwordRequired': 'Please enter your password',
  'validation.passwordStrength':
    'Password must be at least 8 characters long and include at least one uppercase letter.',
  'validation.passwordCapital': 'Password must contain at least one capital letter',
  'validation.passwordTooLong': 'Password must be 128 characters or less.',
  'validation.fullNameMin': 'Please enter your full name with at least 2 characters.',
  'validation.usernameMin': 'Please enter a username with at least 3 characters.',
  'validation.usernameShort': 'Username must be at least 3 characters.',
  'validation.usernameChars': 'Username can only contain letters, numbers, and underscores.',
  'validation.usernameMax': 'Username must be 30 characters or less.',
  'validation.businessNameMin': 'Please enter a business name with at least 2 characters.',
  'validation.businessNameChars': 'Business name cannot contain special characters.',
  'validation.businessEmailInvalid': 'Please enter a valid business email address.',
  'validation.businessLocationRequired': 'Please enter a business location.',
  'validation.businessCategoryRequired': 'Please select a business category.',
  'validation.customCategoryRequired': 'Please specify your business category.',
  'validation.categoryRequired': 'Category is required.',
  'validation.locationRequired': 'Location is required.',
  'validation.invalidEmailAddress': 'Invalid email address.',
  'validation.descriptionMin': 'Description must be at least 10 characters.',
  'validation.descriptionMax': 'Description must be 500 characters or less.',
  'validation.urlInvalid': 'Please enter a valid URL.',
  'validation.textTooLong': 'This text is too long.',
  'validation.postEmpty': 'Write something or add a photo before posting.',
  'validation.postTooLong': 'A post can be at most 5,000 characters.',
  'validation.tooManyImages': 'You can add at most 4 photos to a post.',
  'validation.pollOptionsCount': 'A poll has 2 to 6 options.',
  'validation.pollOptionEmpty': 'Fill in every option, or remove the empty one.',
  'validation.pollOptionTooLong': 'An option can be at most 80 characters.',
  'validation.pollOptionsDistinct': 'Each option must be different.',
  'validation.pollClosesAt': 'A poll closes between 5 minutes and 30 days from now.',
  'validation.scheduleInPast': 'Pick a time in the future, at most a year from now.',
  'validation.commentEmpty': 'Write a comment first.',
  'validation.commentTooLong': 'A comment can be at most 2,000 characters.',
  'validation.communityNameMin': 'A community name needs at least 2 characters.',
  'validation.communityNameMax': 'A community name can be at most 60 characters.',
  'validation.communityDescriptionMax': 'A description can be at most 1,000 characters.',
  'validation.joinQuestionMax': 'A join question can be at most 300 characters.',
  'validation.joinAnswerMax': 'An answer can be at most 500 characters.',
  'validation.messageEmpty': 'Write a message or add a photo first.',
  'validation.messageTooLong': 'A message can be at most 2,000 characters.',
  'validation.messageTooManyImages': 'You can send at most 4 photos in one message.',
  'validation.eventTitleMin': 'A title needs at least 3 characters.',
  'validation.eventTitleMax': 'A title can be at most 120 characters.',
  'validation.eventDateInvalid': 'Please enter a valid date and time.',
  'validation.eventTimeZoneInvalid': 'Please choose a valid time zone.',
  'validation.eventCategoryInvalid': 'Please choose one of the event categories.',
  'validation.eventCityInvalid': 'Please choose a city from the list.',
  'validation.eventCapacityMin': 'The maximum must be at least 1, or blank for unlimited.',
  'validation.eventCapacityMax': 'The maximum can be at most 100,000.',
  'validation.eventStartPast': 'Must be today or later',
  'validation.eventEndBeforeStart': 'The end must be after the start.',
  'validation.eventLinkRequired': 'Please add the link of the online event.',
  'validation.recurrenceUntilBeforeStart': 'The last date must be on or after the start.',
  'validation.recurrenceEmpty': 'This rule has no date in the next 12 months.',
  'validation.recurrenceCountInvalid': 'The number of times must be a whole number from 1 to 500.',
  'validation.recurrenceUntilInvalid': 'Please choose the last date.',
  'validation.recurrenceRequired': 'Please choose how the event repeats.',
  'validation.recurrenceRuleInvalid':
    'This is not a repeat rule the app knows. Please choose one from the list.',
  'validation.recurrenceEndInvalid':
    'Please choose when the repeats end: never, after a number of times, or on a date.',
} as const;

export type ValidationMessageKey = keyof typeof validationMessages;

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.hasOwn(validationMessages, value);
}
