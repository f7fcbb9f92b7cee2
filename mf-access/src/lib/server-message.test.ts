import { ApiError } from '@portal/api-client';
import { serverError } from './server-message';

describe('serverError', () => {
  it('reads ErrorCode and Message of an API error body', () => {
    const error = new ApiError({ status: 400, message: 'x', body: { success: false, ErrorCode: 'UsernameTaken', Message: 'Taken' } });
    expect(serverError(error)).toEqual({ ErrorCode: 'UsernameTaken', Message: 'Taken' });
  });

  it('answers nothing for other errors and bodies', () => {
    expect(serverError(new Error('boom'))).toEqual({});
    expect(serverError(new ApiError({ status: 0, message: 'Timeout' }))).toEqual({});
    expect(serverError(new ApiError({ status: 500, message: 'x', body: 'text' }))).toEqual({});
  });
});
