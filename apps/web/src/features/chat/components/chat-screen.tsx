import { useParams } from 'react-router';
import { ChatLessonPicker } from './chat-lesson-picker.tsx';
import { LessonChat } from './lesson-chat.tsx';

/** `/chat/:id?`: the coach about the lesson `id`, or the lesson picker when none is chosen. */
export default function ChatScreen() {
  const { id } = useParams();
  return id ? <LessonChat key={id} lessonId={id} /> : <ChatLessonPicker />;
}
