/** Texts of the achievements page, /account/achievements (en-GB; spec 1 §2). */
export const accountAchievementsMessages = {
  'access.achievements.title': 'Achievements',
  'access.achievements.empty': 'There are no achievements to show yet.',
} as const;
