// Standalone entry (dev shell); the container itself is remoteEntry.js.
import('./bootstrap.tsx');
