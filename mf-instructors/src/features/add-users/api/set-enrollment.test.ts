import { ApiError } from '@portal/api-client';
import { createMockApiClient } from '@portal/api-client/testing';
import { setEnrollment } from './set-enrollment';

describe('SetEnrollment (spec 3 §7)', () => {
  it('answers the attendee list, and an empty list when the call fails', async () => {
    const request = { instructor_id: 'i1', session_id: 's1', user_id: 'u9' };
    const ok = createMockApiClient({
      'POST /instructors/SetEnrollment': () => [{ user_id: 'u9', name: 'Taylor Reed', username: 'treed', mail: 't@example.org', attended: false }],
    });
    expect(await setEnrollment(ok, request)).toEqual([expect.objectContaining({ user_id: 'u9', attended: false })]);
    const failing = createMockApiClient({
      'POST /instructors/SetEnrollment': () => {
        throw new ApiError({ status: 500, code: 'Boom', message: 'Boom' });
      },
    });
    expect(await setEnrollment(failing, request)).toEqual([]);
  });
});
