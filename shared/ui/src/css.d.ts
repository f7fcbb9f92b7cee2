// Stylesheets are imported for their side effect (@portal/build style-loader; a stub in jest).
declare module '*.css';
