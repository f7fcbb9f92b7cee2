// A small course: two pages and a Finish button that records a "completed" statement, for the item
// named by ?item=, in the record store. It reaches the store as xAPI content does: with the xAPI
// launch parameters (endpoint, auth, actor) when its address carries them, else with what
// xapi/config hands the signed-in user (the readable uid cookie) of the tenant in this page's address.
// Either way the statement goes with the store's Authorization header only, never the session cookie.
(function () {
  var params = new URLSearchParams(window.location.search);
  var item = params.get('item') || params.get('activity') || 'demo-course';
  var title = params.get('title');
  if (title) document.getElementById('course-title').textContent = title;
  var status = document.getElementById('status');

  function cookie(name) {
    var found = document.cookie.split('; ').filter(function (c) {
      return c.indexOf(name + '=') === 0;
    })[0];
    return found ? decodeURIComponent(found.slice(name.length + 1)) : '';
  }

  function recordStore() {
    var endpoint = params.get('endpoint');
    var auth = params.get('auth');
    var actor = params.get('actor');
    if (endpoint && auth && actor) return Promise.resolve({ endpoint: endpoint, authToken: auth, agent: JSON.parse(actor) });
    // Served at /_api/content/learning/<tenant>/course/index.html.
    var tenant = (/\/_api\/content\/learning\/([^/]+)\//.exec(window.location.pathname) || [])[1] || 'demo';
    var config = '/_api/reach/' + encodeURIComponent(tenant) + '/api/v4/users/' + encodeURIComponent(cookie('uid')) + '/xapi/config';
    return fetch(config, { credentials: 'same-origin', headers: { Accept: 'application/json', 'X-Requested-With': 'learner-portal' } }).then(function (response) {
      if (!response.ok) throw new Error('xapi/config: HTTP ' + response.status);
      return response.json();
    });
  }

  document.getElementById('next').addEventListener('click', function () {
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
    recordStore()
      .then(function (store) {
        var statement = {
          actor: store.agent,
          verb: { id: 'http://adlnet.gov/expapi/verbs/completed', display: { 'en-GB': 'completed' } },
          object: { id: item, objectType: 'Activity' },
          context: { platform: 'demo-course', registration: params.get('registration') || params.get('attemptId') || undefined },
          timestamp: new Date().toISOString(),
        };
        // The portal's own store is at /_api/lrs/statements; an external one wherever xapi/config says.
        return fetch(store.endpoint + 'statements', {
          method: 'POST',
          credentials: 'omit',
          headers: { 'Content-Type': 'application/json', Authorization: store.authToken, 'X-Experience-API-Version': '1.0.3' },
          body: JSON.stringify(statement),
        });
      })
      .then(function (response) {
        if (!response.ok) throw new Error('HTTP ' + response.status);
        status.textContent = 'Your completion has been recorded. You can close this window.';
      })
      .catch(function () {
        button.disabled = false;
        status.textContent = 'Your completion could not be saved. Please try again.';
      });
  });
})();
