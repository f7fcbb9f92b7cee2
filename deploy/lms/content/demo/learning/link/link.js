// Shows the query string the page was opened with (links in the catalogue may carry one).
(function () {
  var query = window.location.search.replace(/^\?/, '');
  if (query) document.getElementById('opened-with').textContent = 'Opened with the query string: ' + query;
})();
