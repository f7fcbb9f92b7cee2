// HACP client: aicc_sid and aicc_url come in the launch URL. The LMS's CSRF guard wants its header on
// every POST, so this same-origin lesson sends it; the session id is what authenticates the calls.
(function () {
  var params = new URLSearchParams(window.location.search);
  var sid = params.get('aicc_sid');
  var url = params.get('aicc_url');
  var status = document.getElementById('status');

  function hacp(command, data) {
    var body = new URLSearchParams({ command: command, version: '4.0', session_id: sid || '', aicc_data: data || '' });
    return fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Requested-With': 'learner-portal' },
      body: body.toString(),
    }).then(function (response) {
      return response.text();
    });
  }

  if (!sid || !url) {
    document.getElementById('student').textContent = 'Opened without an AICC session: nothing will be recorded.';
    return;
  }
  hacp('GetParam').then(function (text) {
    var name = /student_name=(.*)/i.exec(text);
    var lesson = /lesson_status=(.*)/i.exec(text);
    document.getElementById('student').textContent = 'Learner: ' + (name ? name[1].trim() : 'unknown') + '. Status: ' + (lesson ? lesson[1].trim() : 'not attempted') + '.';
    return hacp('PutParam', '[Core]\r\nLesson_Status=incomplete\r\nLesson_Location=start');
  });
  document.getElementById('complete').addEventListener('click', function () {
    status.textContent = 'Saving…';
    hacp('PutParam', '[Core]\r\nLesson_Status=completed\r\nLesson_Location=end\r\nScore=100')
      .then(function () {
        return hacp('ExitAU');
      })
      .then(function () {
        status.textContent = 'Your completion has been recorded. You can close this window.';
      })
      .catch(function () {
        status.textContent = 'Your completion could not be saved. Please try again.';
      });
  });
})();
