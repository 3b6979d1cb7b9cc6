// A turn-taker shared by plain CommonJS (the OCR process and its second reader run from src/ under the tests and
// from dist/) and TypeScript (the HEIC transcoder): each task given to it starts once the one before has settled
// (fulfilled or not), and answers what that task answers.
function oneAtATime() {
  let last = Promise.resolve();
  return (task) => {
    const run = last.then(task);
    last = run.catch(() => undefined);
    return run;
  };
}

module.exports = { oneAtATime };
