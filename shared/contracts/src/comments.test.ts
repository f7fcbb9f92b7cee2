import * as v from 'valibot';
import { CreateCommentSchema, parseTopicRef, subscriptionDisplayType, topicRef } from './comments';

describe('topic references (spec 3 §2)', () => {
  it('joins the item id and the owner with a colon', () => {
    expect(topicRef('task-1', 'user-1')).toBe('task-1:user-1');
    expect(topicRef('curriculum-1')).toBe('curriculum-1');
  });

  it('splits the item id and the optional user id', () => {
    expect(parseTopicRef('task-1:user-1')).toEqual({ itemId: 'task-1', userId: 'user-1' });
    expect(parseTopicRef('curriculum-1')).toEqual({ itemId: 'curriculum-1' });
    expect(parseTopicRef('a:b:c')).toEqual({ itemId: 'a:b', userId: 'c' });
    expect(parseTopicRef('trailing:')).toEqual({ itemId: 'trailing:' });
  });
});

describe('subscription display type (spec 3 §3)', () => {
  it('shows TinCan and Scorm as Course, other types as they are', () => {
    expect(subscriptionDisplayType('TinCan')).toBe('Course');
    expect(subscriptionDisplayType('Scorm')).toBe('Course');
    expect(subscriptionDisplayType('ELA')).toBe('ELA');
    expect(subscriptionDisplayType('task')).toBe('task');
  });
});

describe('comment payload', () => {
  it('trims the text and refuses an empty one', () => {
    const base = { scope: 'demo', topic_ref: 't:u', title: 'Task', type: 'task' };
    expect(v.parse(CreateCommentSchema, { ...base, text: ' Hello ' }).text).toBe('Hello');
    expect(v.safeParse(CreateCommentSchema, { ...base, text: '   ' }).success).toBe(false);
  });
});
