import { configure } from '@testing-library/react';

// Screens and dialogs are lazy chunks: the first one a test file opens is transformed on the spot,
// which takes more than a second on a busy machine. Wait for them as the browser would.
configure({ asyncUtilTimeout: 5000 });
