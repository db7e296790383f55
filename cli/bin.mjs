#!/usr/bin/env node
// Entry of the `ledgerline` command: runs the TypeScript CLI through tsx's loader.
import { register } from 'tsx/esm/api';

// A reader that has read enough closes the pipe (`ledgerline einvoice *.xml | head`): the output ends there, quietly.
process.stdout.on('error', (error) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(process.exitCode ?? 0);
});

register();
const { main } = await import('./main.ts');
process.exitCode = await main(process.argv.slice(2));
