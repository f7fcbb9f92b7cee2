import type { CatalogueItem, CatalogueResponse, Category } from '@portal/contracts/catalogue';

/** A catalogue item as the LMS sends it, with every default the schema fills in; for tests. */
export function makeItem(overrides: Partial<CatalogueItem> & Pick<CatalogueItem, 'Id'>): CatalogueItem {
  return {
    Name: `Item ${overrides.Id}`,
    Description: '',
    type: 'Link',
    Type: 'link',
    Completion: 'NotAttempted',
    CompletionMode: 'Manual',
    Enrolment: 'Enrolled',
    EnrolmentMode: 'Optional',
    TargetingMode: 'DirectlyTargeted',
    parents: [],
    Categories: [],
    isHidden: false,
    isMandatory: false,
    RatingCount: 0,
    Extensions: {},
    PriorityOrder: 0,
    CreatedOn: '2025-01-01T00:00:00.000Z',
    ModifiedOn: '2025-01-01T00:00:00.000Z',
    AllowAttempts: false,
    AllowReview: false,
    isOfflineAvailabilityEnabled: false,
    PortalVisibility: 'Show',
    AvailabilityMode: 'Always',
    ...overrides,
  };
}

export function makeCategory(overrides: Partial<Category> & Pick<Category, 'Id' | 'Name'>): Category {
  return { Slug: overrides.Id, Index: 0, ShowContentInCatalogue: true, ...overrides };
}

export function makeCatalogue(items: CatalogueItem[], categories: Category[] = []): CatalogueResponse {
  return { Items: items, Categories: categories };
}
