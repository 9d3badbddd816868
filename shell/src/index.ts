// The asynchronous boundary lets Module Federation negotiate shared libraries before any of them runs.
import('./bootstrap');
