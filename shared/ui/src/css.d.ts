// Stylesheets are imported for their side effect (webpack style-loader; a stub in jest).
declare module '*.css';
