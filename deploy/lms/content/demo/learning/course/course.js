// A small course: two pages and a Finish button that records a "completed" statement in the LMS's
// record store for the signed-in user (the readable uid cookie) and the item named by ?item=. Turning
// the page first reports "progressed": the store counts a result only after the content ran.
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

  function send(verb, extra) {
    var statement = Object.assign(
      {
        actor: { account: { homePage: window.location.origin, name: cookie('uid') } },
        verb: { id: 'http://adlnet.gov/expapi/verbs/' + verb, display: { 'en-GB': verb } },
        object: { id: item, objectType: 'Activity' },
        context: { platform: 'demo-course', registration: params.get('attemptId') || undefined },
        timestamp: new Date().toISOString(),
      },
      extra,
    );
    return fetch('/_api/lrs/statements', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'learner-portal', 'X-Experience-API-Version': '1.0.1' },
      body: JSON.stringify(statement),
    }).then(function (response) {
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
