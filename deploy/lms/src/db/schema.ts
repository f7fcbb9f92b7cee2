import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { AwardDefinition } from '@portal/contracts/dashboard';
import type { NamedItem, Profile, ProfileFieldDefinition } from '@portal/contracts';
import type { MfaMode } from '@portal/contracts/mfa';
import type { CpdConfig, CpdPlanField, SchemaField } from '@portal/contracts/cpd';
import type { ItemDefinition } from '../domain/catalogue/definition';

/** Timestamps come back as Date from both pg and PGlite; inserts take a Date. */
type Timestamp = ColumnType<Date, Date | undefined, Date>;
type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;
/** jsonb: read parsed, written as JSON text (see `json()` in db/json.ts: pg would turn arrays into Postgres arrays). */
type Json<T> = ColumnType<T, string, string>;

export interface TenantsTable {
  scope: string;
  name: string;
  created_at: Generated<Date>;
}

/** AppSettings of the tenant without `items` and `profile`, which have their own tables. */
export interface SettingsTable {
  scope: string;
  json: Json<Record<string, unknown>>;
}

export interface NamedItemsTable {
  scope: string;
  name: string;
  value: string;
}

export interface ProfileFieldsTable {
  scope: string;
  position: number;
  def: Json<ProfileFieldDefinition>;
}

export type MfaModeColumn = MfaMode;

export interface UsersTable {
  id: string;
  scope: string;
  username: string;
  password_hash: string | null;
  display_name: string;
  first_name: string | null;
  surname: string | null;
  email: string | null;
  roles: Json<string[]>;
  authentication_mode: 'forms' | 'sso';
  profile: Json<Profile>;
  /** Named items that apply to this user only (e.g. forced two-factor for one account). */
  named_item_overrides: Json<NamedItem[]>;
  must_change_password: Generated<boolean>;
  requires_email_verification: Generated<boolean>;
  email_verified: Generated<boolean>;
  mfa_mode: Generated<MfaModeColumn>;
  mfa_secret: string | null;
  /** Last authenticator time step accepted (migration 0005): a code of that step or earlier is refused. */
  mfa_totp_step: ColumnType<number | null, number | null | undefined, number | null>;
  mfa_country_code: string | null;
  mfa_contact_number: string | null;
  last_sign_in_at: NullableTimestamp;
  last_sign_in_platform: string | null;
  /** How many times the user has signed in (migration 0023; spec 3 Team member stats.login_count). */
  sign_in_count: Generated<number>;
  created_at: Generated<Date>;
}

export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: string;
  code_hash: string;
  used_at: NullableTimestamp;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  scope: string;
  expires_at: Timestamp;
  created_at: Generated<Date>;
  /** Last step-up re-authentication (password, and second factor when set) in this session (migration 0004). */
  reauthenticated_at: NullableTimestamp;
  /** Migration 0005: idle length granted (seconds), the end no refresh passes, set-up-only sessions, rotation. */
  idle_seconds: Generated<number>;
  absolute_expires_at: Generated<Date>;
  restricted: Generated<boolean>;
  replaced_by: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Wrong second-factor codes per account, across pending sign-ins (migration 0005). */
export interface SecondFactorFailuresTable {
  id: Generated<number>;
  user_id: string;
  created_at: Generated<Date>;
}

/** A sign-in waiting for its second factor (cookie lp_mfa). */
export interface MfaPendingTable {
  token_hash: string;
  user_id: string;
  scope: string;
  /** Session length asked for at token issue, applied when the second factor is verified. */
  expires_in: number;
  expires_at: Timestamp;
  code_hash: string | null;
  attempts: Generated<number>;
}

/** Two-factor set-up in progress: the secret or code the user must confirm before it is saved. */
export interface MfaSetupTable {
  user_id: string;
  mode: MfaModeColumn;
  secret: string | null;
  code_hash: string | null;
  country_code: string | null;
  contact_number: string | null;
  attempts: Generated<number>;
  expires_at: Timestamp;
}

export interface VerificationsTable {
  /** SHA-256 of the code sent by e-mail or returned to the client; the code itself is never stored. */
  code_hash: string;
  scope: string;
  user_id: string;
  type: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
  /** What the code confirms besides the user, e.g. the new address of an 'email-change' (migration 0004). */
  payload: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Failed current-password checks (step-up, change password, two-factor reset), throttled per user (migration 0004). */
export interface PasswordCheckFailuresTable {
  id: Generated<number>;
  user_id: string;
  created_at: Generated<Date>;
}

export interface OutboxTable {
  id: Generated<number>;
  scope: string;
  to_username: string;
  to_address: string;
  channel: 'email' | 'sms';
  subject: string;
  body: string;
  code: string | null;
  created_at: Generated<Date>;
}

/** Failed sign-ins, counted per username and per address for the sign-in rate limit. */
export interface SignInAttemptsTable {
  id: Generated<number>;
  scope: string;
  username: string;
  address: string;
  created_at: Generated<Date>;
}

/** One counted write of a user (mail on their behalf, a comment, an upload), for per-user rate limits (migration 0019). */
export interface RateEventsTable {
  id: Generated<number>;
  user_id: string;
  kind: string;
  created_at: Generated<Date>;
}

export interface SupportMessagesTable {
  id: Generated<number>;
  scope: string;
  from_user: string;
  recipients: Json<string[]>;
  subject: string;
  body: string;
  created_at: Generated<Date>;
}

export interface AvatarsTable {
  user_id: string;
  content_type: string;
  data: Uint8Array;
  updated_at: Timestamp;
}

/** An approval delegation (spec 1 §3): the approver's requests go to the delegatee between the dates. */
export interface DelegationsTable {
  reference: string;
  scope: string;
  approver_id: string;
  delegatee_id: string;
  start_at: NullableTimestamp;
  end_at: NullableTimestamp;
  created_at: Generated<Date>;
}

/** Single-sign-on keys of a tenant: auth0 (HS256 key), hash (HMAC secret), identity provider (didp secret). */
export interface SsoSettingsTable {
  scope: string;
  auth0_key: string | null;
  hash_secret: string | null;
  didp_secret: string | null;
  /** Claim of the auth0 token holding the username; null means 'upn' (spec 1 §9). The request never chooses it. */
  field: string | null;
  /** What an auth0 token's `aud` must be (migration 0006); null: the tenant's scope. */
  audience: string | null;
  /** What an auth0 token's `iss` must be (migration 0006); null: the tenant's scope. */
  issuer: string | null;
}

/** Hash sign-on payloads already used (migration 0006), kept until they would have expired. */
export interface SsoNoncesTable {
  scope: string;
  /** SHA-256 (hex) of the payload. */
  nonce_hash: string;
  expires_at: Timestamp;
}

/* Catalogue (migration 0003): tenant data, then each user's state. */
export interface CatalogueVersionsTable {
  scope: string;
  version: Generated<number>;
  epoch: Generated<string>;
}

export interface CatalogueUserStampsTable {
  user_id: string;
  stamp: Generated<number>;
}

export interface CatalogueCategoriesTable {
  scope: string;
  id: string;
  name: string;
  description: string | null;
  slug: string;
  position: Generated<number>;
  show_content: Generated<boolean>;
}

export interface CatalogueChannelsTable {
  scope: string;
  id: string;
  name: string;
  slug: string;
  description: string | null;
  thumbnail_url: string | null;
  categories: Json<string[]>;
  position: Generated<number>;
}

export interface CatalogueItemsTable {
  scope: string;
  id: string;
  type: string;
  name: string;
  definition: Json<ItemDefinition>;
  created_on: Timestamp;
  modified_on: Timestamp;
}

export interface CatalogueSessionsTable {
  scope: string;
  id: string;
  event_id: string;
  name: string;
  start_date: Timestamp;
  end_date: Timestamp;
  enrolment_deadline: NullableTimestamp;
  cancellation_deadline: NullableTimestamp;
  location: string | null;
  seats: number;
  enrolment_mode: string;
  completion_mode: Generated<string>;
}

export interface CatalogueEnrolmentsTable {
  user_id: string;
  scope: string;
  item_id: string;
  enrolment: string;
  mandatory: Generated<boolean>;
  due_date: NullableTimestamp;
  reason: string | null;
  updated_at: Generated<Date>;
}

export interface CatalogueCompletionsTable {
  user_id: string;
  scope: string;
  item_id: string;
  completion: string;
  started_on: NullableTimestamp;
  completed_on: NullableTimestamp;
  updated_at: Generated<Date>;
}

export interface CatalogueRatingsTable {
  user_id: string;
  scope: string;
  item_id: string;
  rating: number;
  updated_at: Generated<Date>;
}

export interface CatalogueAttemptsTable {
  id: string;
  user_id: string;
  scope: string;
  item_id: string;
  number: number;
  completion: string | null;
  created_at: Generated<Date>;
  /** When the attempt's tracked content first reported progress to the record store (migration 0027). */
  content_reported_at: NullableTimestamp;
}

export interface CatalogueInterestTable {
  user_id: string;
  scope: string;
  item_id: string;
  created_at: Generated<Date>;
}

/** Who runs a session: its instructors may set completion for its attendees. */
export interface CatalogueSessionInstructorsTable {
  scope: string;
  session_id: string;
  user_id: string;
}

/** When a session's register was last submitted (migration 0009). */
export interface InstructorAttendanceTable {
  scope: string;
  session_id: string;
  submitted_at: Timestamp;
  submitted_by: string | null;
}

/** Who leads whom (migration 0010): one leader per member; a leading member nests a team. */
export interface TeamMembersTable {
  scope: string;
  member_id: string;
  leader_id: string;
}

/** Certifications, awarded by completing one catalogue item (migration 0011). */
export interface CertificationsTable {
  scope: string;
  id: string;
  title: string;
  item_id: string | null;
  validity_days: number | null;
  renewal_window_days: Generated<number>;
  automatic_renewal: Generated<boolean>;
  compliance: Generated<boolean>;
  properties: ColumnType<Record<string, unknown>, string | undefined, string>;
}

/** The certificates users hold; a renewal adds one, older ones are the history (migration 0011). */
export interface CertificatesTable {
  id: string;
  scope: string;
  certification_id: string;
  user_id: string;
  awarded_at: Timestamp;
  expires_on: NullableTimestamp;
  renewal_date: NullableTimestamp;
  score: number | null;
  reference: string;
}

/** A user's renewal of a certification, entered by start_renewal (migration 0011). */
export interface CertificationUsersTable {
  scope: string;
  certification_id: string;
  user_id: string;
  entered_renewal_on: NullableTimestamp;
}

/** Gamification (migration 0014): a tenant's awards; on only when configured. */
export interface GamificationConfigTable {
  scope: string;
  enabled: boolean;
  awards: Json<AwardDefinition[]>;
}

/** A user's points on the leaderboard (migration 0014). */
export interface GamificationPointsTable {
  scope: string;
  user_id: string;
  points_total: number;
}

/** An accolade awarded to a user; award_key names its definition in gamification_config (migration 0014). */
export interface AccoladesTable {
  id: string;
  scope: string;
  user_id: string;
  award_key: string;
  ref: string;
  reason: string;
  points: number;
  awarded_at: Timestamp;
}

/** A feed the tenant configured: the only addresses /rssle/rss fetches (migration 0014). */
export interface FeedsTable {
  scope: string;
  id: string;
  title: string;
  url: string;
  position: number;
}

/** What a user did and when, for the activity heatmap (migration 0014; spec 3 §3 User events). */
export interface UserEventsTable {
  id: string;
  scope: string;
  user_id: string;
  occurred_on: Timestamp;
  type: string;
  title: string;
  created_at: Generated<Date>;
}

/** Premium products by sku (migration 0012); numeric amounts come back from Postgres as text. */
export interface StoreProductsTable {
  scope: string;
  sku: string;
  name: string;
  gross_amount: ColumnType<string, number | string, number | string>;
  net_amount: ColumnType<string, number | string, number | string>;
  currency: string;
}

/** One user's purchase of one sku (migration 0012): unique per user and sku. */
export interface StoreInvoicesTable {
  id: string;
  scope: string;
  user_id: string;
  product_sku: string;
  reference: string;
  gross_amount: ColumnType<string, number | string, number | string>;
  net_amount: ColumnType<string, number | string, number | string>;
  currency: string;
  payer_name: string;
  paid_at: Timestamp;
}

/** What a user keeps in the offline app (migration 0012). */
export interface OfflineItemsTable {
  user_id: string;
  scope: string;
  item_id: string;
  payload: Json<Record<string, unknown>>;
  added_at: Generated<Date>;
}

/** Items the organisation keeps out of the offline app (migration 0012). */
export interface OfflineBlacklistTable {
  scope: string;
  item_id: string;
}

export interface SessionEnrolmentsTable {
  user_id: string;
  scope: string;
  session_id: string;
  enrolment: string;
  status: string | null;
  reason: string | null;
  updated_at: Generated<Date>;
}

/** The record store's statements (migration 0024, lrs/statements): each as stored, with the columns its queries filter on. */
export interface XapiStatementsTable {
  scope: string;
  id: string;
  seq: Generated<string>;
  stored: Timestamp;
  statement: Json<Record<string, unknown>>;
  verb: string;
  /** Activity, Agent, Group, StatementRef or SubStatement. */
  object_type: string;
  /** The object's id when it is an activity. */
  activity_id: string | null;
  /** The target's id when the object is a StatementRef (voiding, and the query rule for statements targeting others). */
  object_ref: string | null;
  registration: string | null;
  /** The actor's IFI (null for an anonymous group; migration 0028): with the object's, what the `agent` parameter matches, each read by a btree. */
  actor: string | null;
  /** The IFI of an agent or identified group object (migration 0028). */
  object_agent: string | null;
  /** IFIs of every agent and group anywhere (authority, instructor, team, members, a sub-statement's): `related_agents`. */
  related_agents: string[];
  /** The object's and every context activity's ids, a sub-statement's too: `related_activities`. */
  related_activities: string[];
  /** The authority's IFI (statements/read/mine). */
  authority: string | null;
  user_id: string | null;
  voided: Generated<boolean>;
  attachments: ColumnType<string[], string[] | undefined, string[]>;
}

/** An attachment's bytes, by the SHA-256 its statements name (migration 0024). */
export interface XapiAttachmentsTable {
  scope: string;
  sha2: string;
  content_type: string;
  content: Buffer;
}

export interface AiccSessionsTable {
  sid_hash: string;
  scope: string;
  user_id: string;
  item_id: string;
  attempt_id: string | null;
  lesson_status: string | null;
  lesson_location: string | null;
  score: string | null;
  expires_at: Timestamp;
  updated_at: Generated<Date>;
}

/** The CPD journal (migration 0008, spec 3 §3). */
export interface CpdConfigTable {
  scope: string;
  config: Json<Partial<CpdConfig>>;
}

export interface CpdSchemaFieldsTable {
  scope: string;
  target_mode: string;
  position: number;
  field: Json<SchemaField>;
}

export interface CpdPeriodsTable {
  reference: string;
  scope: string;
  owner_id: string;
  start_date: Timestamp;
  end_date: Timestamp;
  submission_date: NullableTimestamp;
  target: number;
  target_mode: string;
  status: string | null;
  review_comments: string | null;
  created_at: Generated<Date>;
}

export interface CpdEntriesTable {
  reference: string;
  journal_id: string;
  owner_id: string;
  title: string;
  type: string;
  completion_date: Timestamp;
  draft: boolean;
  credits: number;
  time: number;
  reflection: string;
  fields: Json<Record<string, string>>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CpdFilesTable {
  id: string;
  entry_id: string;
  field: string;
  name: string;
  content_type: string;
  size: number;
  data: Uint8Array;
  created_at: Generated<Date>;
}

export interface CpdPlansTable {
  reference: string;
  scope: string;
  owner_id: string;
  fields: Json<CpdPlanField[]>;
  updated_at: Timestamp;
}

/** The file store (migration 0017): a file in an area of its tenant, owned by one user. */
export interface DossierFilesTable {
  id: string;
  scope: string;
  area: string;
  owner_id: string;
  name: string;
  content_type: string;
  size: number;
  uploader: string;
  data: Uint8Array;
  created_at: Generated<Date>;
}

/** External learning (migration 0017): a tenant's activity types and users' items. */
export interface ExternalLearningTypesTable {
  id: string;
  scope: string;
  name: string;
  position: number;
}

export interface ExternalLearningItemsTable {
  id: string;
  scope: string;
  owner_id: string;
  name: string;
  description: string;
  key_learning: string;
  type_id: string | null;
  occurred_on: NullableTimestamp;
  occurred_at: string | null;
  completion_status_id: string;
  score: number | null;
  cpd_points: number | null;
  learning_hours: number | null;
  learning_item_id: string | null;
  approval_status_id: string;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

/** An approval request (migration 0015); `state` is the APPROVAL_STATE index. */
export interface ApprovalRequestsTable {
  reference: string;
  scope: string;
  actor_id: string;
  approver_id: string;
  object_id: string;
  object_type: string;
  approval_type: 'completion' | 'enrolment';
  state: number;
  datestamp: Timestamp;
  created_at: Generated<Date>;
}

/** A state change or comment on an approval request. */
export interface ApprovalJournalTable {
  id: Generated<number>;
  reference: string;
  property: string;
  from_value: string | null;
  to_value: string | null;
  actor_id: string;
  comment: string | null;
  datestamp: Timestamp;
}

/** A comment under a topic (topic_ref `${itemId}:${ownerUserId}`); flag 'inappropriate' or null. */
export interface CommentsTable {
  reference: string;
  scope: string;
  topic_ref: string;
  topic_label: string;
  topic_data: string;
  value: string;
  commenter_id: string;
  flag: string | null;
  flagger_id: string | null;
  created: Timestamp;
}

/** A user's subscription to a topic (one per user and topic; `subscribed` toggles). */
export interface SubscriptionsTable {
  reference: string;
  scope: string;
  topic_ref: string;
  topic_label: string;
  topic_data: string;
  subscriber_id: string;
  subscribed: boolean;
  created_at: Generated<Date>;
}

/** A task's settings beside its catalogue item (migration 0016). */
export interface TaskSettingsTable {
  scope: string;
  item_id: string;
  approval_required: Generated<boolean>;
  long_description: string | null;
  submission_statement: string | null;
}

/** A file (body: its dossier path) or an external learning reference a learner attached to a task. */
export interface TaskAttachmentsTable {
  id: string;
  scope: string;
  user_id: string;
  item_id: string;
  attempt_id: string | null;
  type: string;
  name: string;
  body: string;
  created_at: Generated<Date>;
}

/** A task's audit journal: status changes, uploads, submissions, approval decisions. */
export interface TaskJournalTable {
  id: string;
  seq: Generated<number>;
  scope: string;
  user_id: string;
  item_id: string;
  attempt_id: string | null;
  kind: string;
  to_name: string | null;
  value: string | null;
  actor_id: string | null;
  actor_name: string;
  datestamp: Generated<Date>;
}

/** The record store's documents (migration 0025, lrs/documents): activity state, activity profiles and agent profiles, as sent. */
export interface XapiDocumentsTable {
  scope: string;
  kind: 'state' | 'activity_profile' | 'agent_profile';
  /** '' for an agent profile. */
  activity_id: Generated<string>;
  /** 'user:<id>' when the agent names one of the tenant's users, else its inverse functional identifier; '' for an activity profile. */
  agent: Generated<string>;
  /** '' for none (and for profiles). */
  registration: Generated<string>;
  /** The stateId or profileId. */
  document_id: string;
  user_id: string | null;
  content_type: string;
  content: Buffer;
  /** SHA-1 of the content, hexadecimal (sent quoted as the ETag). */
  etag: string;
  updated: Timestamp;
}

/** The activities' canonical definitions, merged from the statements that define them (migration 0025, lrs/activities.ts). */
export interface XapiActivitiesTable {
  scope: string;
  id: string;
  definition: Json<Record<string, unknown>>;
  updated: Timestamp;
}

/** A record-store client of a tenant (migration 0026): HTTP Basic key, scrypt hash of its secret, xAPI scopes. */
export interface LrsClientsTable {
  id: string;
  scope: string;
  key: string;
  secret_hash: string;
  name: string;
  scopes: Json<string[]>;
  /** The agent the client's statements are attributed to as authority. */
  authority: Json<Record<string, unknown>>;
  created_by: string | null;
  created_at: Generated<Date>;
  revoked_at: NullableTimestamp;
}

/** A short-lived record-store token xapi/config handed out for one user (only its SHA-256 is kept). */
export interface LrsUserTokensTable {
  token_hash: string;
  scope: string;
  user_id: string;
  /** The user, or whoever acted for them. */
  issued_to: string;
  agent: Json<Record<string, unknown>>;
  expires_at: Timestamp;
  created_at: Generated<Date>;
}

/** A tenant's external record store: xapi/config hands out its endpoint and Authorization value. */
export interface LrsExternalTable {
  scope: string;
  endpoint: string;
  auth: string;
  updated_at: Generated<Date>;
}

export interface DB {
  tenants: TenantsTable;
  settings: SettingsTable;
  named_items: NamedItemsTable;
  profile_fields: ProfileFieldsTable;
  users: UsersTable;
  recovery_codes: RecoveryCodesTable;
  sessions: SessionsTable;
  mfa_pending: MfaPendingTable;
  mfa_setup: MfaSetupTable;
  verifications: VerificationsTable;
  password_check_failures: PasswordCheckFailuresTable;
  outbox: OutboxTable;
  sign_in_attempts: SignInAttemptsTable;
  second_factor_failures: SecondFactorFailuresTable;
  support_messages: SupportMessagesTable;
  rate_events: RateEventsTable;
  avatars: AvatarsTable;
  catalogue_versions: CatalogueVersionsTable;
  catalogue_user_stamps: CatalogueUserStampsTable;
  catalogue_categories: CatalogueCategoriesTable;
  catalogue_channels: CatalogueChannelsTable;
  catalogue_items: CatalogueItemsTable;
  catalogue_sessions: CatalogueSessionsTable;
  catalogue_session_instructors: CatalogueSessionInstructorsTable;
  catalogue_enrolments: CatalogueEnrolmentsTable;
  catalogue_completions: CatalogueCompletionsTable;
  catalogue_ratings: CatalogueRatingsTable;
  catalogue_attempts: CatalogueAttemptsTable;
  catalogue_interest: CatalogueInterestTable;
  session_enrolments: SessionEnrolmentsTable;
  instructor_attendance: InstructorAttendanceTable;
  team_members: TeamMembersTable;
  gamification_config: GamificationConfigTable;
  gamification_points: GamificationPointsTable;
  accolades: AccoladesTable;
  feeds: FeedsTable;
  user_events: UserEventsTable;
  certifications: CertificationsTable;
  certificates: CertificatesTable;
  certification_users: CertificationUsersTable;
  store_products: StoreProductsTable;
  store_invoices: StoreInvoicesTable;
  offline_items: OfflineItemsTable;
  offline_blacklist: OfflineBlacklistTable;
  xapi_statements: XapiStatementsTable;
  xapi_attachments: XapiAttachmentsTable;
  xapi_documents: XapiDocumentsTable;
  xapi_activities: XapiActivitiesTable;
  lrs_clients: LrsClientsTable;
  lrs_user_tokens: LrsUserTokensTable;
  lrs_external: LrsExternalTable;
  task_settings: TaskSettingsTable;
  task_attachments: TaskAttachmentsTable;
  task_journal: TaskJournalTable;
  aicc_sessions: AiccSessionsTable;
  delegations: DelegationsTable;
  sso_settings: SsoSettingsTable;
  sso_nonces: SsoNoncesTable;
  cpd_config: CpdConfigTable;
  cpd_schema_fields: CpdSchemaFieldsTable;
  cpd_periods: CpdPeriodsTable;
  cpd_entries: CpdEntriesTable;
  cpd_files: CpdFilesTable;
  cpd_plans: CpdPlansTable;
  approval_requests: ApprovalRequestsTable;
  approval_journal: ApprovalJournalTable;
  comments: CommentsTable;
  subscriptions: SubscriptionsTable;
  dossier_files: DossierFilesTable;
  external_learning_types: ExternalLearningTypesTable;
  external_learning_items: ExternalLearningItemsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
