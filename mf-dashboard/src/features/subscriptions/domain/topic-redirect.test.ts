import { topicRedirect } from './topic-redirect';

const me = 'u-me';

describe('topic redirect rules (spec 3 §2)', () => {
  it('ELA: the approval action when the first approval request is mine to approve, otherwise the plain item', () => {
    expect(topicRedirect({ id: 'ela1:u-owner', data: 'ELA', currentUserId: me, firstApproverId: me })).toBe('/external-activities/item/ela1/approval');
    expect(topicRedirect({ id: 'ela1:u-owner', data: 'ELA', currentUserId: me, firstApproverId: 'u-else' })).toBe('/external-activities/item/ela1');
    expect(topicRedirect({ id: 'ela1:u-me', data: 'ELA', currentUserId: me })).toBe('/external-activities/item/ela1');
  });

  it("CPD: the CPD list; the review list with uid and action review when the id's user is someone else", () => {
    expect(topicRedirect({ id: 'entry1', data: 'CPD', currentUserId: me })).toBe('/cpd/list');
    expect(topicRedirect({ id: 'entry1:u-me', data: 'CPD', currentUserId: me })).toBe('/cpd/list');
    expect(topicRedirect({ id: 'entry1:u-other', data: 'CPD', currentUserId: me })).toBe('/cpd/list/review/u-other');
  });

  it("task: the task page on its Comments tab; the approval action with uid for another user's task", () => {
    expect(topicRedirect({ id: 'task1:u-me', data: 'task', currentUserId: me })).toBe('/catalogue/task/task1?selectedTab=Comments');
    expect(topicRedirect({ id: 'task1', data: 'task', currentUserId: me })).toBe('/catalogue/task/task1?selectedTab=Comments');
    expect(topicRedirect({ id: 'task1:u-other', data: 'task', currentUserId: me })).toBe('/catalogue/task/task1/approval/u-other/Comments');
  });

  it('Curriculum and Event: their catalogue pages', () => {
    expect(topicRedirect({ id: 'cur1', data: 'Curriculum', currentUserId: me })).toBe('/catalogue/item/cur1');
    expect(topicRedirect({ id: 'ev1:u-me', data: 'Event', currentUserId: me })).toBe('/catalogue/event/ev1');
  });

  it('anything else: the catalogue landing page', () => {
    expect(topicRedirect({ id: 'course1', data: 'Scorm', currentUserId: me })).toBe('/catalogue/landingpage/item/course1');
    expect(topicRedirect({ id: 'course2:u-me', data: 'TinCan', currentUserId: me })).toBe('/catalogue/landingpage/item/course2');
    expect(topicRedirect({ id: 'x', data: 'Unheard', currentUserId: me })).toBe('/catalogue/landingpage/item/x');
  });
});
