import * as v from 'valibot';

export const PROFILE_FIELD_TYPES = ['text', 'date', 'datepicker', 'user', 'singleChoice', 'multiChoice', 'tags', 'mail'] as const;

export const ProfileFieldDefinitionSchema = v.object({
  name: v.string(),
  label: v.string(),
  type: v.picklist(PROFILE_FIELD_TYPES),
  required: v.optional(v.boolean(), false),
  adminOnly: v.optional(v.boolean(), false),
  validationExpression: v.optional(v.string()),
  supportedValues: v.optional(v.array(v.string())),
  supportedValuesMessage: v.optional(v.string()),
});
export type ProfileFieldDefinition = v.InferOutput<typeof ProfileFieldDefinitionSchema>;
export const ProfileFieldListSchema = v.array(ProfileFieldDefinitionSchema);

export const NamedItemSchema = v.object({ name: v.string(), value: v.string() });
export type NamedItem = v.InferOutput<typeof NamedItemSchema>;

/** The named items of spec 1 §3, spelled as the LMS stores them. */
export const ITEMS = {
  twoFactorMode: 'Account.2FA.LearnerPortal.Mode',
  twoFactorMethods: 'Account.2FA.Methods',
  maxInvalidPasswordAttempts: 'Account.Login.MaxInvalidPasswordAttempts',
  usernameLookupEnabled: 'Account.Login.UL.Enabled',
  passwordComplexityExpression: 'Account.Password.ComplexityExpression',
  passwordComplexityMessage: 'Account.Password.ComplexityMessage',
  usernameComplexityExpression: 'Account.Username.ComplexityExpression',
  offlineContent: 'Features.OfflineContent',
  profileEditingEnabled: 'Profile.Editing.Enabled',
  avatarEditingEnabled: 'Profile.Avatar.Editing.Enabled',
  myLearningStatusFilterMode: 'Portal.MyLearningStatusFilterMode',
} as const;

export const SsoConnectionSchema = v.object({
  tenant: v.string(),
  service: v.string(),
  logoutUrl: v.optional(v.string()),
  // `field`: the token claim holding the username for this connection (default DEFAULT_SSO_FIELD, 'upn').
  params: v.optional(v.object({ client_id: v.optional(v.string()), redirect_uri: v.optional(v.string()), field: v.optional(v.string()) })),
});
export type SsoConnection = v.InferOutput<typeof SsoConnectionSchema>;

export const StateRefSchema = v.object({ route: v.string(), params: v.optional(v.record(v.string(), v.string())) });
export type StateRef = v.InferOutput<typeof StateRefSchema>;

/**
 * Application settings (GET /reach/{scope}/api/v3/endpoint/config). Feature switches that default
 * to enabled are optional here and read through `featureEnabled` in @portal/session.
 */
export const AppSettingsSchema = v.object({
  defaultState: v.optional(StateRefSchema),
  defaultScope: v.optional(v.string()),
  navbarLogo: v.optional(v.string()),
  signinLogo: v.optional(v.string()),
  languages: v.optional(v.array(v.string())),
  systemName: v.optional(v.string()),
  /** The tenant's brand colour (#rrggbb): the header, and links and buttons made accessible from it (@portal/ui/brand). */
  brandColour: v.optional(v.string()),
  sso: v.optional(
    v.object({
      connections: v.optional(v.array(SsoConnectionSchema)),
      bypassLoginPicker: v.optional(v.boolean()),
      enableFormsLogin: v.optional(v.boolean()),
    }),
  ),
  selfRegistration: v.optional(v.object({ action: v.optional(v.object({ type: v.string(), route: v.string() })) })),
  enableForgottenPassword: v.optional(v.boolean()),
  signInPolicies: v.optional(v.array(v.object({ label: v.string(), url: v.string() }))),
  registationPolicies: v.optional(v.array(v.object({ label: v.string(), url: v.string() }))),
  footerPolicies: v.optional(v.record(v.string(), v.string())),
  userNameIsEmail: v.optional(v.boolean()),
  registrationProfileFields: v.optional(v.array(v.object({ name: v.string(), value: v.optional(v.string()), hidden: v.optional(v.boolean()) }))),
  profile: v.optional(ProfileFieldListSchema),
  enableMyProfile: v.optional(v.boolean()),
  enableChangePassword: v.optional(v.boolean()),
  enableLearnerDashboard: v.optional(v.boolean()),
  enableCommerce: v.optional(v.boolean()),
  /** Catalogue extensions (spec 2 §7: /resolute/GetExtensions, /junk/GetItem): off unless true. */
  enableCatalogueExtensions: v.optional(v.boolean()),
  /** Spec 2 §1: comment threads on items (tasks, external learning); off unless true. */
  enableComments: v.optional(v.boolean()),
  /** Spec 2 §1: learners rate items (saved only for items not NotAttempted, §5). */
  enableRatings: v.optional(v.boolean()),
  /** Spec 2 §1: the catalogue's categories as a root/ tree; false lists them flat. The portal treats absent as on. */
  enableCategoryHierarchy: v.optional(v.boolean()),
  enableExternalLearning: v.optional(v.boolean()),
  enableAvatar: v.optional(v.boolean()),
  enableApprovals: v.optional(v.boolean()),
  enableCalendar: v.optional(v.boolean()),
  enableAchievements: v.optional(v.boolean()),
  enableLearningHistory: v.optional(v.boolean()),
  enableMyLearning: v.optional(v.boolean()),
  enableCatalogue: v.optional(v.boolean()),
  /** Spec 2 §1: slugs of channels the playlists page leaves out. */
  channelsBlackListFilter: v.optional(v.array(v.string())),
  logoutRedirectTo: v.optional(v.string()),
  instructors: v.optional(v.boolean()),
  cpd: v.optional(v.boolean()),
  gamification: v.optional(v.object({ cohort: v.optional(v.string()) })),
  supportRecipients: v.optional(v.array(v.string())),
  /** Addresses, or '@domain' entries, outside the tenant that mail on a user's behalf (CPD shares) may go to. */
  mailRecipients: v.optional(v.array(v.string())),
  supportUrl: v.optional(v.string()),
  /** Address of the tenant's chatbot page (absolute, or relative to the portal); POST /accba/GetChatBotUrl answers it. */
  chatBotUrl: v.optional(v.string()),
  items: v.optional(v.array(NamedItemSchema), []),
});
export type AppSettings = v.InferOutput<typeof AppSettingsSchema>;

/** Value of a named item, or undefined when the tenant has not set it. */
export function namedItem(settings: Pick<AppSettings, 'items'>, name: string): string | undefined {
  return settings.items?.find((i) => i.name === name)?.value;
}

/**
 * Account.Login.UL.Enabled (username look-up at sign-in; off unless set to 'true'): the sign-in box
 * also takes the account's e-mail address, which the LMS resolves to exactly one user as
 * ResolveUsername with includeEmail does. An address several accounts share signs nobody in.
 */
export function isUsernameLookupEnabled(settings: Pick<AppSettings, 'items'>): boolean {
  return namedItem(settings, ITEMS.usernameLookupEnabled)?.trim().toLowerCase() === 'true';
}
