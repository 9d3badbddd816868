// Standalone entry; the asynchronous boundary lets Module Federation share libraries first.
import('./app/harness');
