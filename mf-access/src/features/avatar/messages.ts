/** Texts of the profile-picture section (en-GB). */
export const avatarMessages = {
  'access.avatar.title': 'Profile picture',
  'access.avatar.current': 'Your current profile picture',
  'access.avatar.file': 'Choose a picture (GIF, JPG, JPEG or PNG)',
  'access.avatar.upload': 'Upload picture',
  'access.avatar.change': 'Change picture',
  'access.avatar.dialogTitle': 'Change your profile picture',
  'access.avatar.preview': 'The picture you chose',
  'access.avatar.cancel': 'Cancel',
  'access.avatar.success': 'Your profile picture was updated successfully',
  'access.avatar.chooseFile': 'Choose a picture to upload',
  'access.avatar.unsupportedType': 'The picture must be a GIF, JPG, JPEG or PNG file',
  'access.avatar.missingMail': 'Your profile needs an e-mail address before you can add a profile picture',
  'access.avatar.tooLarge': 'The picture is too large. Please choose a smaller one',
  'access.avatar.failure': 'Your profile picture could not be updated. Please try again.',
} as const;

export type AvatarMessageKey = keyof typeof avatarMessages;
