/**
 * The AI studio in the web app: so far the outline generator on /courses/create (topic and material, the outline
 * to edit, then the draft course in its editor).
 */
export { OutlineGenerator } from './components/outline-generator';
