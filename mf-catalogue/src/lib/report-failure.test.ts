import { ApiError } from '@portal/api-client';
import { reportFailure } from './report-failure';

describe('reportFailure', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it('keeps quiet about an answer the page shows: 404, and a 409 refusal', () => {
    reportFailure('task action', new ApiError({ status: 409, code: 'NoApprover', message: 'there is no approver to ask' }));
    reportFailure('task action', new ApiError({ status: 404, code: 'ItemNotFound', message: 'ItemNotFound' }));
    expect(logged).not.toHaveBeenCalled();
  });

  it('logs everything else: server errors, refused payloads, timeouts, bugs', () => {
    reportFailure('task action', new ApiError({ status: 500, message: 'boom' }));
    reportFailure('task action', new ApiError({ status: 400, code: 'ValidationFailed', message: 'status: invalid' }));
    reportFailure('task action', new TypeError('x is undefined'));
    expect(logged).toHaveBeenCalledTimes(3);
    expect(logged).toHaveBeenCalledWith('[catalogue] task action failed', expect.any(TypeError));
  });
});
