// A small course: two pages and a Finish button that records a "completed" statement, for the item
// named by ?item=, in the record store. Turning the page first reports "progressed": the store counts
// a result only after the content ran. It reaches the store as xAPI content does: with the xAPI launch
// parameters (endpoint, auth, actor) when its address carries them, else with what xapi/config hands
// the signed-in user (the readable uid cookie) of the tenant in this page's address. Either way the
// statements go with the store's Authorization header only, never the session cookie.
(function () {
  var params = new URLSearchParams(window.location.search);
  var item = params.get('item') || params.get('activity') || 'demo-course';
  // xAPI takes only an IRI as an activity id: the launch's activity_id, else the item as the portal names it (itemActivityId).
  var activity = params.get('activity_id') || (/^\w+:/.test(item) ? item : 'urn:learner-portal:item:' + encodeURIComponent(item));
  var title = params.get('title');
  if (title) document.getElementById('course-title').textContent = title;
  var status = document.getElementById('status');

  function cookie(name) {
    var found = document.cookie.split('; ').filter(function (c) {
      return c.indexOf(name + '=') === 0;
    })[0];
    return found ? decodeURIComponent(found.slice(name.length + 1)) : '';
  }

  var store;
  function recordStore() {
    var endpoint = params.get('endpoint');
    var auth = params.get('auth');
    var actor = params.get('actor');
    if (endpoint && auth && actor) return Promise.resolve({ endpoint: endpoint, authToken: auth, agent: JSON.parse(actor) });
    // Served at /_api/content/learning/<tenant>/course/index.html.
    var tenant = (/\/_api\/content\/learning\/([^/]+)\//.exec(window.location.pathname) || [])[1] || 'demo';
    var config = '/_api/reach/' + encodeURIComponent(tenant) + '/api/v4/users/' + encodeURIComponent(cookie('uid')) + '/xapi/config';
    store =
      store ||
      fetch(config, { credentials: 'same-origin', headers: { Accept: 'application/json', 'X-Requested-With': 'learner-portal' } }).then(function (response) {
        if (!response.ok) throw new Error('xapi/config: HTTP ' + response.status);
        return response.json();
      });
    // A failed look-up is asked again at the next statement.
    return store.catch(function (error) {
      store = undefined;
      throw error;
    });
  }

  function send(verb, extra) {
    return recordStore()
      .then(function (config) {
        var statement = Object.assign(
          {
            actor: config.agent,
            verb: { id: 'http://adlnet.gov/expapi/verbs/' + verb, display: { 'en-GB': verb } },
            object: { id: activity, objectType: 'Activity' },
            context: { platform: 'demo-course', registration: params.get('registration') || params.get('attemptId') || undefined },
            timestamp: new Date().toISOString(),
          },
          extra,
        );
        // The portal's own store is at /_api/lrs/statements; an external one wherever xapi/config says.
        return fetch(config.endpoint + 'statements', {
          method: 'POST',
          credentials: 'omit',
          headers: { 'Content-Type': 'application/json', Authorization: config.authToken, 'X-Experience-API-Version': '1.0.3' },
          body: JSON.stringify(statement),
        });
      })
      .then(function (response) {
        if (!response.ok) throw new Error('HTTP ' + response.status);
      });
  }

  // Awaited before the completion, so the progress is stored first.
  var progressed = Promise.resolve();

  document.getElementById('next').addEventListener('click', function () {
    progressed = send('progressed', { result: { extensions: { 'https://w3id.org/xapi/cmi5/result/extensions/progress': 50 } } }).catch(function () {});
    document.getElementById('page-1').hidden = true;
    document.getElementById('page-2').hidden = false;
    document.getElementById('next').hidden = true;
    var finish = document.getElementById('finish');
    finish.hidden = false;
    finish.focus();
  });

  document.getElementById('finish').addEventListener('click', function () {
    var button = this;
    button.disabled = true;
    status.textContent = 'Saving your completion…';
    progressed
      .then(function () {
        return send('completed');
      })
      .then(function () {
        status.textContent = 'Your completion has been recorded. You can close this window.';
      })
      .catch(function () {
        button.disabled = false;
        status.textContent = 'Your completion could not be saved. Please try again.';
      });
  });
})();
