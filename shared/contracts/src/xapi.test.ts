import * as v from 'valibot';
import { itemActivityId, itemIdOfActivity, LrsClientCreateSchema, LrsExternalSchema, xapiPaths } from './xapi';

describe('the record store contract', () => {
  it("names an item's activity by its ActivityId when that is an IRI, else by an IRI the LMS maps back", () => {
    expect(itemActivityId({ Id: 'demo-course', ActivityId: 'https://demo.example/activities/ipc-level-2' })).toBe('https://demo.example/activities/ipc-level-2');
    expect(itemActivityId({ Id: 'demo-link' })).toBe('urn:learner-portal:item:demo-link');
    expect(itemActivityId({ Id: 'a b/c', ActivityId: 'not an iri' })).toBe('urn:learner-portal:item:a%20b%2Fc');
    expect(itemIdOfActivity('urn:learner-portal:item:a%20b%2Fc')).toBe('a b/c');
    expect(itemIdOfActivity('https://demo.example/activities/x')).toBeUndefined();
    expect(itemIdOfActivity('urn:learner-portal:item:%E0%A4%A')).toBeUndefined();
  });

  it('builds the paths of xapi/config and the administration calls', () => {
    expect(xapiPaths.config('demo', 'u 1')).toBe('/reach/demo/api/v4/users/u%201/xapi/config');
    expect(xapiPaths.config('demo', 'u1', 'a1')).toBe('/reach/demo/api/v4/users/u1/xapi/config?actingAs=a1');
    expect(xapiPaths.client('demo', 'k/1')).toBe('/reach/demo/api/v3/endpoint/lrs/clients/k%2F1');
  });

  it('takes a client with a name and xAPI scopes, and an external store at an http(s) address ending in /', () => {
    expect(v.parse(LrsClientCreateSchema, { name: ' Player ', scopes: ['statements/write'] })).toEqual({ name: 'Player', scopes: ['statements/write'] });
    expect(v.safeParse(LrsClientCreateSchema, { name: 'x', scopes: ['root'] }).success).toBe(false);
    expect(v.parse(LrsExternalSchema, { endpoint: 'https://lrs.example.org/xapi', key: 'k', secret: 's' }).endpoint).toBe('https://lrs.example.org/xapi/');
    expect(v.safeParse(LrsExternalSchema, { endpoint: 'ftp://lrs.example.org/', key: 'k', secret: 's' }).success).toBe(false);
    expect(v.safeParse(LrsExternalSchema, { endpoint: 'https://lrs.example.org/', key: 'a:b', secret: 's' }).success).toBe(false);
  });
});
