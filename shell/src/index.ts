// Async boundary: shared modules (React, the portal packages) are negotiated with the federation
// runtime before any of them is evaluated.
void import('./bootstrap');
