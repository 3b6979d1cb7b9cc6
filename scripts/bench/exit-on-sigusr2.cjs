// Preloaded by the api bench when BENCH_CPU_PROF is set: SIGUSR2 ends the process with process.exit(), so
// node writes the --cpu-prof profile (a process killed by SIGTERM after Nest's shutdown hooks writes none).
process.on('SIGUSR2', () => process.exit(0));
