import './app/validation';
import { App } from './app/App';
import { mount } from './app/mount';

mount((language) => <App language={language} />);
