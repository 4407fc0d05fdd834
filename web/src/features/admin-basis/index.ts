import './i18n';

export { ClassPage } from './components/class-page';
export { StudentPage } from './components/student-page';
export { TeacherPage } from './components/teacher-page';
