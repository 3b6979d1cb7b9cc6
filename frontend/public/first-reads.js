// The first page's reads, started as soon as the page is parsed: before the app's script has downloaded
// and run. The app takes each answer once instead of asking again (src/shared/api/first-reads.ts; the list
// of addresses per page is checked against the app's own in src/app/first-page-reads.test.ts;
// docs/architecture.md, "First page"). A plain file (not bundled): index.html loads it with `async`.
(function startFirstReads() {
  // The app already started (this file came late): it asks for itself.
  if ('hbFirstReads' in window) return;
  var path = location.pathname;
  var urls = ['/api/user'];
  if (path === '/') urls.push('/api/homes', '/api/attention');
  var home = /^\/homes\/([1-9][0-9]{0,14})$/.exec(path);
  if (home) {
    var id = home[1];
    urls.push(
      '/api/homes/' + id,
      '/api/equipment?homeId=' + id,
      '/api/categories',
      '/api/warranties',
      '/api/care/equipment?homeId=' + id,
      '/api/attention',
    );
  }
  var reads = {};
  urls.forEach(function (url) {
    var address = location.origin + url;
    var read = fetch(address, { credentials: 'include' });
    // Not taken by the app (it failed or came too late): never an unhandled rejection.
    read.catch(function () {});
    reads[address] = read;
  });
  window.hbFirstReads = reads;
})();
