/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />
/// <reference types="vite-plugin-pwa/info" />

// No VITE_* addresses: the build carries none. A deployment's addresses are settings of the server, read
// where it runs and handed to the page (src/app/config.ts).

declare const __APP_VERSION__: string
