// A later change replaces this stand-in with the screen itself.
export { default } from './coming-soon';
